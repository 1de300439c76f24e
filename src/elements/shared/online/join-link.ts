// The join link of an online room: `#join=<room code>` on the page that shows the game. Meaning travels
// as data: the code is checked against the server's own pattern, never guessed from text around it.
import { ROOM_CODE } from '../../../server/protocol.js';

/** The fragment that joins room `code`: `#join=<code>`. */
export const joinFragment = (code: string) => `#join=${code}`;

/** The room code of a page fragment (`#join=<code>`, among other `&`-separated fields), or null. */
export function joinCodeOf(hash: string): string | null {
  for (const field of hash.replace(/^#/, '').split('&')) {
    const [name, value] = field.split('=');
    if (name === 'join' && value !== undefined && ROOM_CODE.test(value)) return value;
  }
  return null;
}
