/**
 * The whole-number attributes of a game element (`players`, `humans`, `seed`) as numeric properties. An
 * attribute whose text is not a whole number gives NaN, never a guess: the element's settings then refuse
 * it with their polite message, quoting the text as it was written (see `attributeText`), as they did when
 * these properties held the text itself.
 */
import type { PropertyDeclaration } from 'lit';
import { wholeNumber } from './settings.js';

/** The number an attribute's text stands for: null without the attribute, NaN for text that is no whole number. */
const fromAttribute = (text: string | null): number | null => (text === null ? null : wholeNumber(text));

/**
 * The declaration of a whole-number property. A NaN set again counts as a change: `players="seven"` then
 * `players="eight"` is read again, and its message quotes the new text.
 */
export const wholeNumberProperty: PropertyDeclaration<number | null> = {
  converter: { fromAttribute, toAttribute: (value) => (value === null ? null : String(value)) },
  hasChanged: (value, old) => !Object.is(value, old) || Number.isNaN(value),
};

/**
 * The text of a whole-number property for the settings to read: the attribute as written while the
 * property still holds the number it gave (`" 3 "`, a 30-digit seed, `"seven"`), else the number the page set.
 */
export function attributeText(element: Element, attribute: string, value: number | null): string | null {
  const text = element.getAttribute(attribute);
  if (Object.is(fromAttribute(text), value)) return text;
  return value === null ? null : String(value);
}
