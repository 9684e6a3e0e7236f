/** The secure site's database and the stores over it, opened together. */
import { CloudDatabase } from '../../cloud/db/database.js';
import { CodesStore } from './codes.store.js';
import { EmailChangesStore } from './email-changes.store.js';
import { KeysStore } from './keys.store.js';
import { LoginsStore } from './logins.store.js';
import { migrateSecureSite } from './schema.js';
import { SessionsStore } from './sessions.store.js';
import { SocialLoginsStore } from './social-logins.store.js';
import { UsersStore } from './users.store.js';

export type SecureSiteStores = {
  database: CloudDatabase;
  users: UsersStore;
  keys: KeysStore;
  logins: LoginsStore;
  codes: CodesStore;
  sessions: SessionsStore;
  emailChanges: EmailChangesStore;
  socialLogins: SocialLoginsStore;
};

/** `file` undefined keeps the database in memory. */
export async function openSecureSiteStores(file: string | undefined): Promise<SecureSiteStores> {
  const database = await CloudDatabase.open(file, migrateSecureSite);
  return {
    database,
    users: new UsersStore(database),
    keys: new KeysStore(database),
    logins: new LoginsStore(database),
    codes: new CodesStore(database),
    sessions: new SessionsStore(database),
    emailChanges: new EmailChangesStore(database),
    socialLogins: new SocialLoginsStore(database),
  };
}
