/**
 * On PostgreSQL, every test file gets its own copy of the run's seeded database, as it does on
 * PGlite (tests/support/app.ts loads the dump): `CREATE DATABASE … TEMPLATE <the seeded one>`,
 * named in DATABASE_URL for the file's duration and dropped after it. Files running at the same
 * time then never see each other's rows: an outbox worker of one file no longer claims (and sends
 * to its own SMTP server) the mail another file waits for, and counts over a table are the file's.
 * The seeded database itself is only read as a template, so no session may stay connected to it.
 */
import { afterAll } from 'vitest'
import pg from 'pg'

const base = (process.env.TEST_SEEDED_DATABASE_URL ??= process.env.DATABASE_URL ?? '')

if (base) {
  const seeded = new URL(base)
  const template = decodeURIComponent(seeded.pathname.slice(1))
  const name = `${template}_f${process.pid}_${Date.now().toString(36)}`.toLowerCase().slice(0, 63)
  const maintenance = new URL(base)
  maintenance.pathname = '/postgres'
  const own = new URL(base)
  own.pathname = `/${name}`
  const quoted = (id: string) => `"${id.replace(/"/g, '""')}"`

  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: maintenance.toString() })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }

  // Before the test file is imported: a file may read DATABASE_URL at its top level.
  {
    // Two files may copy the template at once; PostgreSQL refuses a copy while another one is
    // being made from it ("source database is being accessed by other users"): retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin((c) => c.query(`create database ${quoted(name)} template ${quoted(template)}`))
        break
      } catch (error) {
        if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
      }
    }
    process.env.DATABASE_URL = own.toString()
  }

  afterAll(async () => {
    process.env.DATABASE_URL = base
    await admin((c) => c.query(`drop database if exists ${quoted(name)} with (force)`))
  })
}
