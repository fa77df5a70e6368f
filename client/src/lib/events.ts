// App-wide signals between the network layer and the UI.
type Handler = () => void;
const expired = new Set<Handler>();

/** A 401/403 (or a 4403 socket close) while a token is stored. */
export const sessionExpired = {
  emit: () => expired.forEach((h) => h()),
  on: (h: Handler) => {
    expired.add(h);
    return () => {
      expired.delete(h);
    };
  },
};
