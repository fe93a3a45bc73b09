let next = 1;
/** Rows of an editable list carry a stable key, so inputs keep focus when a row above is removed. */
export type Keyed<T> = T & { key: number };
export const keyed = <T extends object>(item: T): Keyed<T> => ({ ...item, key: next++ });
export const unkey = <T extends object>({ key: _key, ...rest }: Keyed<T>): T => rest as unknown as T;

export function replaceAt<T>(list: T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}
