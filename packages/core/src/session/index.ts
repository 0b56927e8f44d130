/** Session entry and exit (spec §2 "Route guards and session entry", §4 "Session"). */

export { type LogoutContext, logoutTarget } from './logout-target.ts';
