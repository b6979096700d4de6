'use client'

import { createContext, useContext } from 'react'

import type { LeadTimelineEntry } from './timeline'

/**
 * How an action beside the timeline (a feature's, such as WhatsApp's) shows the entries the server
 * answered with once it has added one, without a reload.
 */
export const ShowTimelineEntries = createContext<(entries: LeadTimelineEntry[]) => void>(() => {})

export const useShowTimelineEntries = () => useContext(ShowTimelineEntries)
