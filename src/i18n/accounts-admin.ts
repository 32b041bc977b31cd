import { defineMessages } from './index.js'

/** The admin's accounts and roles (issue 25, ADR 060). */
export const accountsAdminMessages = defineMessages({
  navLabel: { cs: 'Účty', en: 'Accounts' },
  title: { cs: 'Účty a role', en: 'Accounts and roles' },
  findHeading: { cs: 'Hledat účty', en: 'Find accounts' },
  findQuery: { cs: 'E-mail nebo jméno obsahuje', en: 'E-mail or name contains' },
  findSubmit: { cs: 'Hledat', en: 'Search' },
  findReset: { cs: 'Zrušit hledání', en: 'Clear the search' },
  count: { cs: 'Účtů: ${count}', en: 'Accounts: ${count}' },
  none: { cs: 'Hledání neodpovídá žádný účet.', en: 'No account matches the search.' },
  colEmail: { cs: 'E-mail', en: 'E-mail' },
  colName: { cs: 'Jméno', en: 'Name' },
  colRoles: { cs: 'Role a rozsah', en: 'Roles and scope' },
  colCreated: { cs: 'Založen', en: 'Created' },
  colGranted: { cs: 'Uděleno', en: 'Granted' },
  noRoles: { cs: 'žádná (zákazník)', en: 'none (customer)' },

  accountTitle: { cs: 'Účet ${email}', en: 'Account ${email}' },
  facts: { cs: 'Údaje účtu', en: 'The account' },
  rolesHeading: { cs: 'Role a rozsah', en: 'Roles and scope' },
  revoke: { cs: 'Odebrat', en: 'Revoke' },
  revokeConfirm: { cs: 'Odebrat účtu roli ${role} (${scope})?', en: 'Revoke the role ${role} (${scope}) from the account?' },
  grantHeading: { cs: 'Udělit roli', en: 'Grant a role' },
  role: { cs: 'Role', en: 'Role' },
  scope: { cs: 'Rozsah', en: 'Scope' },
  scopeSite: { cs: 'celý web', en: 'the whole site' },
  scopeFaculty: { cs: 'jedna fakulta', en: 'one faculty' },
  scopeSection: { cs: 'sekce webu', en: 'a section of the site' },
  scopeFacultyOf: { cs: 'fakulta: ${name}', en: 'faculty: ${name}' },
  scopeSectionOf: { cs: 'sekce: ${path}', en: 'section: ${path}' },
  faculty: { cs: 'Fakulta', en: 'Faculty' },
  section: { cs: 'Cesta sekce', en: 'Section path' },
  sectionHint: { cs: 'Např. /studium: ta stránka a vše pod ní.', en: 'E.g. /studium: that page and everything below it.' },
  grantSubmit: { cs: 'Udělit roli', en: 'Grant the role' },
  sessionsNote: {
    cs: 'Každá změna rolí ukončí všechna přihlášení účtu: jeho uživatel se musí přihlásit znovu.',
    en: 'Every change of roles ends all the account’s sessions: its user has to sign in again.',
  },

  roleStaff: { cs: 'obchod (objednávky)', en: 'shop staff (orders)' },
  roleShopManager: { cs: 'správce obchodu (objednávky, katalog, sklad, slevy)', en: 'shop manager (orders, catalogue, stock, discounts)' },
  roleEditor: { cs: 'redaktor', en: 'editor' },
  roleChiefEditor: { cs: 'šéfredaktor', en: 'chief editor' },
  roleAdmin: { cs: 'správce (účty, role, audit)', en: 'administrator (accounts, roles, audit)' },

  granted: {
    cs: 'Role je udělena. Všechna přihlášení účtu skončila, jeho uživatel se přihlásí znovu.',
    en: 'The role is granted. All the account’s sessions have ended; its user signs in again.',
  },
  revoked: {
    cs: 'Role je odebrána. Všechna přihlášení účtu skončila, jeho uživatel se přihlásí znovu.',
    en: 'The role is revoked. All the account’s sessions have ended; its user signs in again.',
  },
  alreadyHeld: { cs: 'Účet tuto roli v tomto rozsahu už má. Nic jsme nezměnili.', en: 'The account already holds this role on this scope. Nothing was changed.' },
  notHeld: { cs: 'Účet tuto roli v tomto rozsahu nemá. Nic jsme nezměnili.', en: 'The account does not hold this role on this scope. Nothing was changed.' },
  refusedInvalid: { cs: 'Formulář obsahuje chyby. Nic jsme nezměnili.', en: 'The form has errors. Nothing was changed.' },
  refusedRole: { cs: 'Vyberte roli z nabídky.', en: 'Choose a role from the list.' },
  refusedScope: { cs: 'Vyberte rozsah z nabídky.', en: 'Choose a scope from the list.' },
  facultyRequired: { cs: 'Vyberte existující fakultu.', en: 'Choose an existing faculty.' },
  sectionInvalid: {
    cs: 'Cesta začíná lomítkem a obsahuje jen malá písmena bez diakritiky, číslice, pomlčky a lomítka (např. /studium).',
    en: 'The path starts with a slash and holds only lower-case letters, digits, dashes and slashes (e.g. /studium).',
  },
  twoFactorHeading: { cs: 'Dvoufázové ověření', en: 'Two-factor sign-in' },
  twoFactorOn: { cs: 'Zapnuté od ${date}.', en: 'On since ${date}.' },
  twoFactorOff: { cs: 'Vypnuté.', en: 'Off.' },
  twoFactorReset: { cs: 'Zrušit dvoufázové ověření', en: 'Reset two-factor sign-in' },
  twoFactorResetNote: {
    cs: 'Pro uživatele, který ztratil ověřovací aplikaci i záchranné kódy: jeho ověření i kódy zmizí, všechna jeho přihlášení skončí a správce si ověření při příštím přihlášení zapne znovu. Totožnost uživatele si nejdřív ověřte jinou cestou.',
    en: 'For a user who lost their authenticator and their recovery codes: the enrolment and the codes go, all their sessions end, and an administrator enrols again at the next sign-in. Confirm the user’s identity another way first.',
  },
  twoFactorResetConfirm: { cs: 'Zrušit dvoufázové ověření účtu ${email}?', en: 'Reset the two-factor sign-in of ${email}?' },
  twoFactorResetDone: {
    cs: 'Dvoufázové ověření účtu je zrušené a všechna jeho přihlášení skončila.',
    en: 'The account’s two-factor sign-in is reset and all its sessions have ended.',
  },
  twoFactorNotOn: { cs: 'Účet dvoufázové ověření zapnuté nemá. Nic jsme nezměnili.', en: 'The account has no two-factor sign-in to reset. Nothing was changed.' },
  twoFactorOwn: {
    cs: 'Vlastní dvoufázové ověření měníte na jeho stránce v administraci. Nic jsme nezměnili.',
    en: 'You change your own two-factor sign-in on its page in the administration. Nothing was changed.',
  },
  refusedLastAdmin: {
    cs: 'Toto je poslední správce celého webu a někdo správcem zůstat musí. Nic jsme nezměnili.',
    en: 'This is the last administrator of the whole site, and someone must remain one. Nothing was changed.',
  },
})

export type AccountsAdminMessageKey = keyof typeof accountsAdminMessages
