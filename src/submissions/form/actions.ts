'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, isLocale } from '@/lib/site/locales'
import { clientAddress } from '@/server/rate-limit'
import { requestDependencies } from '@/submissions/pipeline/next-dependencies'
import {
  confirmationPath,
  localeField,
  type FormName,
  type FormState,
} from '@/submissions/pipeline/response'
import { submitFormData } from '@/submissions/pipeline/without-scripts'

/*
 * What a form does when the browser sends it itself: without JavaScript, or before the page's
 * scripts have arrived on a slow connection. A stored submission leads to its confirmation page
 * (a 303, so reloading it sends nothing again); a refused one renders the form again.
 */

async function submitWithoutScripts(formName: FormName, formData: FormData): Promise<FormState> {
  const result = await submitFormData(
    formName,
    formData,
    clientAddress(await headers()),
    await requestDependencies(),
  )
  if (!result.stored) return result.state
  const locale = String(formData.get(localeField))
  redirect(localePath(isLocale(locale) ? locale : defaultLocale, confirmationPath(formName)))
}

export async function submitContactForm(_state: FormState, formData: FormData) {
  return submitWithoutScripts('contact', formData)
}

export async function submitQuoteForm(_state: FormState, formData: FormData) {
  return submitWithoutScripts('quote', formData)
}

export async function submitPartnershipForm(_state: FormState, formData: FormData) {
  return submitWithoutScripts('partnership', formData)
}

export async function submitJobApplicationForm(_state: FormState, formData: FormData) {
  return submitWithoutScripts('job-application', formData)
}
