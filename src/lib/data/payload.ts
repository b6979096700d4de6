import config from '@payload-config'
import { getPayload } from 'payload'

/** The Local API; only the cached reads of this folder call it, never at build time. */
export const payloadClient = () => getPayload({ config })
