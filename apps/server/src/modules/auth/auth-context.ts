import type { UserRow } from '../users/users.repo.ts';
import type { SessionRow } from '../users/sessions.repo.ts';

/** Who is asking: the live session and its user, as the access check found them (http/access.ts sets it). */
export interface AuthContext {
  session: SessionRow;
  user: UserRow;
}
