// A view as the change from the one before it. A seat's view after an action is mostly the view before
// it: the same log with a line or two more, the same zones with a card moved. Sending it whole made every
// action cost the whole view (a poker view's log alone is ~10 KB by the end of a game) once per client;
// a patch costs what changed. Both sides run this file: the server makes a patch against the last view
// it sent a client, the client applies it to the last view it got. Views are JSON data (objects, arrays,
// strings, numbers, booleans, null); a patch is JSON data too.

/** How one value changed. Exactly one of `v`, `o`, `a` names the kind. */
export type ViewPatch =
  | { v: unknown } // the new value, whole (a new key, an item past the old end, a changed leaf)
  | { o: Record<string, ViewPatch>; d?: string[] } // an object: its changed keys; `d`, the keys it lost
  | { a: number; i: [number, ViewPatch][] }; // an array: its new length; its changed items, by index

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** How `after` differs from `before`, or null when they are equal. Neither is changed. */
export function diffView(before: unknown, after: unknown): ViewPatch | null {
  return diff(before, after);
}

/**
 * `diffView`, and `after` with every part equal to `before` taken from `before`: what to keep as the
 * last view sent. A view is built anew for every seat after every action, and the server keeps each
 * client's last one until the next action; keeping the engine's fresh copies of what did not change
 * made every kept view survive young-generation collections (a scavenge's cost is what survives it).
 * Kept this way, only the parts that changed are new; the rest stays the old, already promoted objects.
 */
export function diffViewKeeping(before: unknown, after: unknown): { patch: ViewPatch | null; kept: unknown } {
  const patch = diff(before, after);
  return { patch, kept };
}

let kept: unknown = null; // set by each `diff`: its `after`, with the parts equal to `before` taken from `before`

function diff(before: unknown, after: unknown): ViewPatch | null {
  // The engine hands out the same objects for what did not change (log entries, cards): no walk needed.
  if (before === after) {
    kept = before;
    return null;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    let items: [number, ViewPatch][] | null = null;
    let out: unknown[] | null = null; // made at the first change: before's items up to it, then the kept ones
    const shared = Math.min(before.length, after.length);
    for (let i = 0; i < shared; i++) {
      // The same object (a log line the engine shares between views) needs no call: most items are.
      if (before[i] === after[i]) {
        out?.push(before[i]);
        continue;
      }
      const p = diff(before[i], after[i]);
      if (p) {
        (items ??= []).push([i, p]);
        out ??= before.slice(0, i);
      }
      out?.push(kept);
    }
    if (!items && before.length === after.length) {
      kept = before;
      return null;
    }
    out ??= before.slice(0, shared);
    for (let i = shared; i < after.length; i++) {
      (items ??= []).push([i, { v: after[i] }]);
      out.push(after[i]);
    }
    kept = out;
    return { a: after.length, i: items ?? [] };
  }
  if (isObject(before) && isObject(after)) {
    // for…in, not Object.keys: this runs on every node of every view sent, and allocates nothing unchanged.
    let changed: Record<string, ViewPatch> | null = null;
    let out: Record<string, unknown> | null = null; // made at the first change, like an array's
    for (const key in after) {
      const was = before[key];
      // The same value (a flag, a string, a shared object) needs no call: most of a view's leaves are.
      if (was === after[key] && (was !== undefined || Object.hasOwn(before, key))) {
        if (out) out[key] = was;
        continue;
      }
      const p = Object.hasOwn(before, key) ? diff(was, after[key]) : ((kept = after[key]), { v: after[key] });
      if (p) {
        (changed ??= {})[key] = p;
        if (!out) {
          out = {};
          for (const k in after) {
            if (k === key) break;
            out[k] = before[k];
          }
        }
      }
      if (out) out[key] = kept;
    }
    let gone: string[] | null = null;
    for (const key in before) if (!Object.hasOwn(after, key)) (gone ??= []).push(key);
    if (!changed && !gone) {
      kept = before;
      return null;
    }
    if (!out) {
      out = {}; // only keys gone: every key left is before's
      for (const key in after) out[key] = before[key];
    }
    kept = out;
    return gone ? { o: changed ?? {}, d: gone } : { o: changed ?? {} };
  }
  kept = after;
  return { v: after };
}

/**
 * `before` with `patch` applied: a new value; the parts the patch does not touch are `before`'s own
 * (shared, not copied), so a view is never changed in place after it is handed out.
 */
export function patchView(before: unknown, patch: ViewPatch): unknown {
  if ('v' in patch) return patch.v;
  if ('a' in patch) {
    const out = Array.isArray(before) ? before.slice(0, patch.a) : [];
    out.length = patch.a;
    for (const [i, p] of patch.i) out[i] = patchView(out[i], p);
    return out;
  }
  const out: Record<string, unknown> = isObject(before) ? { ...before } : {};
  for (const key of Object.keys(patch.o)) out[key] = patchView(out[key], patch.o[key]);
  for (const key of patch.d ?? []) delete out[key];
  return out;
}
