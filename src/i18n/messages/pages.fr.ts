import type { Translation } from '.'
import type { pagesEn } from './pages.en'

export const pagesFr: Translation<typeof pagesEn> = {}
