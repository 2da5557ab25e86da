/** Who a request comes from: what a verified token says, and the users row it resolves to. */

/** The person a verified access token names. */
export interface TokenIdentity {
  sub: string;
  username: string;
  email?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  roles: string[];
}

/**
 * The signed-in user of a request: identity from the verified token, id from our users table;
 * with the built-in provider the roles are the table's too.
 */
export interface CurrentUser extends TokenIdentity {
  id: number;
}
