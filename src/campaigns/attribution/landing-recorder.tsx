'use client'

import { useEffect } from 'react'

import { recordLanding } from './tab'

/**
 * Records where the visitor came from as each document of the site loads (the site layout keeps
 * it across moves between pages, which are no landing).
 */
export function LandingRecorder() {
  useEffect(recordLanding, [])
  return null
}
