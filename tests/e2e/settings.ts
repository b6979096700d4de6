export const e2ePort = Number(process.env.E2E_PORT || 3100)
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`

/** The admin the e2e server seeds through SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD. */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-Admin-password-1' }
