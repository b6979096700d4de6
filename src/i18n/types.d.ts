import type { Locale } from '@/lib/site/locales'

import type { Messages } from './messages'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
