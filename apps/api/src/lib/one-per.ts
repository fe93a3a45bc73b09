/**
 * A value made once per key object (an app, a database connection) the first time it is asked for, and
 * forgotten with the key.
 */
export function onePer<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
