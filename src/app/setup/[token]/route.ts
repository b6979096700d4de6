import { NextResponse } from 'next/server'

import { isProduction } from '@/server/env'
import { isValidSetupToken, setupCookieName } from '@/admin/auth/first-admin'

type Context = { params: Promise<{ token: string }> }

/** The one-time link printed in the server log: lets its holder create the first admin. */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params
  if (!isValidSetupToken(token)) return new NextResponse('Not found', { status: 404 })
  const response = NextResponse.redirect(new URL('/admin/create-first-user', request.url))
  response.cookies.set(setupCookieName, token, {
    httpOnly: true,
    secure: isProduction,
    sameSite: 'strict',
    path: '/',
    maxAge: 60 * 60,
  })
  return response
}
