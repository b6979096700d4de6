import type { Endpoint } from 'payload'

import { setFieldEndpoint } from '@/desk/row-write/endpoint'
import type { SubmissionSlug } from '@/submissions'

import { ownerParams } from './outcome'

/**
 * POST /api/<slug>/:id/owner: gives a lead to a colleague (`owner`: their id), or back to the
 * unassigned queue (empty or null). The owner field's own rules apply: only staff who work the
 * type may reassign, only to an account that may own it; the timeline records it and the new
 * owner is e-mailed (recordReassignment).
 */
export const setOwnerEndpoint = (slug: SubmissionSlug): Endpoint =>
  setFieldEndpoint(slug, 'owner', ownerParams, (owner) => {
    if (owner === null || owner === '') return { value: null }
    const id = Number(owner)
    return Number.isInteger(id) && id > 0
      ? { value: id }
      : { refused: 'Choose a colleague by their id, or null for the unassigned queue.' }
  })
