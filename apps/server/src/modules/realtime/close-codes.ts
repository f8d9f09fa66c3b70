import { REALTIME_CLOSE } from "@campus/shared";

/** Close code for a socket whose session has ended (the client does not reconnect on it). */
export const SESSION_ENDED = REALTIME_CLOSE.sessionEnded;
/** Close code for a socket whose user's role changed: the client reconnects, as their new role. */
export const ROLE_CHANGED = REALTIME_CLOSE.roleChanged;
/** Close code for the oldest socket of a session or user that has too many (the client does not reconnect). */
export const REPLACED = REALTIME_CLOSE.replaced;
