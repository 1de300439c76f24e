// Deep copies of plain JSON data: states, views and the parts of them effects keep. The state is plain
// JSON by design (the soak checks it after every action), so a walk over arrays and plain objects copies
// it whole, about five times faster than structuredClone, which prepares for every kind of value; and
// `apply` copies the state on every action.

/** A deep copy of `value`, which must be plain JSON (arrays, plain objects, strings, numbers, booleans, null). */
export function clonePlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}
