import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { colleague, deskTestContext } from './desk-fixtures'

const context = deskTestContext()

const saveTeam = async (body: Record<string, unknown>, id?: number) => {
  const response = await rest(id ? 'PATCH' : 'POST', id ? `/api/teams/${id}` : '/api/teams', {
    token: context.users.admin.token,
    body,
  })
  if (response.status === 201) {
    context.made.push({ collection: 'teams', id: response.body.doc.id })
  }
  return response
}

describe('a team', () => {
  it('keeps its holidays by date and name', async () => {
    const saved = await saveTeam({
      name: `Sales Ghana ${randomUUID().slice(0, 6)}`,
      holidays: [
        { date: '2026-12-25T00:00:00.000Z', name: 'Christmas Day' },
        { date: '2027-03-06T00:00:00.000Z', name: 'Independence Day' },
      ],
    })
    expect(saved.status).toBe(201)
    expect(saved.body.doc.holidays).toMatchObject([
      { date: '2026-12-25T00:00:00.000Z', name: 'Christmas Day' },
      { date: '2027-03-06T00:00:00.000Z', name: 'Independence Day' },
    ])
  })

  it('names a holiday without its date as the admin sees it, not by its path', async () => {
    const refused = await saveTeam({
      name: `Sales Kenya ${randomUUID().slice(0, 6)}`,
      holidays: [
        { date: '2026-12-25T00:00:00.000Z', name: 'Christmas Day' },
        { name: 'Boxing Day' },
      ],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toMatchObject({
      message: 'The following field is invalid: Business hours > Holidays 2 > Date',
      data: { errors: [{ path: 'holidays.1.date', message: 'Give this holiday its date.' }] },
    })
  })

  it('refuses a member who works no leads, or cannot work a type the routing rules send it, saying who and why', async () => {
    const kofi = await colleague(context.payload, context.made, 'Kofi Mensah')
    const efua = await colleague(context.payload, context.made, 'Efua Quartey', undefined, [
      'editor',
    ])
    const yaw = await colleague(context.payload, context.made, 'Yaw Recruiter', undefined, [
      'recruiter',
    ])
    const name = `Sales West ${randomUUID().slice(0, 6)}`
    const editorRefused = await saveTeam({ name, members: [kofi.id, efua.id] })
    expect(editorRefused.status).toBe(400)
    expect(JSON.stringify(editorRefused.body)).toContain(
      'Efua Quartey works no leads (their roles: editor): give them the sales or recruiter role first, or leave them out of the team.',
    )
    const team = await saveTeam({ name, members: [kofi.id] })
    expect(team.status).toBe(201)
    const rule = await context.payload.create({
      collection: 'routing-rules',
      data: {
        name: `Quotes to ${name}`,
        submissionTypes: ['quote-requests'],
        team: team.body.doc.id,
      },
    })
    context.made.push({ collection: 'routing-rules', id: rule.id })
    const recruiterRefused = await saveTeam({ members: [kofi.id, yaw.id] }, team.body.doc.id)
    expect(recruiterRefused.status).toBe(400)
    expect(JSON.stringify(recruiterRefused.body)).toContain(
      'Yaw Recruiter cannot work quote requests, which routing rules send this team: give them the sales role, or leave them out of the team.',
    )
  })
})
