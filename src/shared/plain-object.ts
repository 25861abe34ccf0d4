/**
 * Whether a value read from outside (JSON, YAML) is an object with named
 * fields: not null, and not an array, which `typeof` also calls an object.
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
