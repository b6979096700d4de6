'use client'

import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

import type { FormName } from '@/submissions/pipeline/response'

/** Loads a form's rules (and zod with it): its type's schema.ts, found by the form's name. */
const loadSchema = (form: FormName) =>
  import(`@/submissions/${form}/schema.ts`).then((module: { schema: z.ZodType }) => module.schema)

/**
 * The schema's zod resolver, downloaded on demand: zod, the form's rules and the resolver are not
 * part of the page's first load but come the first time the form validates, or before that when
 * `preload` runs (the form calls it when the visitor turns to it). zodResolver answers
 * asynchronously anyway, so waiting for the download changes nothing in how the form behaves.
 */
export function lazyZodResolver<Input extends FieldValues>(form: FormName) {
  type Resolve = Resolver<Input, unknown, unknown>
  let loading: Promise<Resolve> | undefined
  const load = () => {
    loading ??= Promise.all([loadSchema(form), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolve,
      (error: unknown) => {
        // A failed download (offline, a new deployment) is tried again next time.
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const resolver: Resolve = async (values, context, options) => {
    let resolve: Resolve
    try {
      resolve = await load()
    } catch {
      // The rules could not be downloaded: send as typed, the server checks the same rules.
      return { values, errors: {} }
    }
    return resolve(values, context, options)
  }

  return {
    resolver,
    preload: () => {
      load().catch(() => undefined)
    },
  }
}
