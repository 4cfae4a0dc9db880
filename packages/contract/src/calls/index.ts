/**
 * Every call of the product, grouped by domain. Each domain file exports one object of
 * endpoints; add it here so the server registers it and the OpenAPI document lists it.
 */
export const api = {} as const;
