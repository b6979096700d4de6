import config from '@payload-config'
import { getPayload } from 'payload'

/** The Local API, for code below the config (which sits on top of every layer); never at build time. */
export const payloadClient = () => getPayload({ config })
