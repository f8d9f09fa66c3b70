/** Close code for a socket whose session has ended (the client does not reconnect on it). */
export const SESSION_ENDED = 4401;
/** Close code for a socket whose user's role changed: the client reconnects, as their new role. */
export const ROLE_CHANGED = 4001;
