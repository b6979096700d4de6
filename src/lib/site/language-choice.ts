import type { IncomingMessage } from 'node:http'

import { localeCookie } from '@/lib/site/locale-path'
import { defaultLocale, isLocale } from '@/lib/site/locales'

const chosenLocale = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`)

/**
 * Where / sends a visitor who chose another language with the header's switcher (its cookie):
 * that language's home page. Decided in the front, per visitor, so / itself stays a cached page
 * that costs nothing more; crawlers send no cookie and always get /.
 */
export function chosenHomePage(request: IncomingMessage, pathname: string): string | undefined {
  if (pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  const chosen = request.headers.cookie?.match(chosenLocale)?.[1]
  return chosen && isLocale(chosen) && chosen !== defaultLocale ? `/${chosen}` : undefined
}
