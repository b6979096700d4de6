'use client'

import { FieldDescription, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import type { FieldDescriptionClientProps, StaticDescription } from 'payload'
import { useEffect, useState } from 'react'

import './english-beside.scss'

type Data = Record<string, unknown>

/** Each document's English, fetched once per page however many fields show it. */
const englishDocuments = new Map<string, Promise<Data | null>>()

function englishOf(address: string): Promise<Data | null> {
  let english = englishDocuments.get(address)
  if (!english) {
    english = fetch(address, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Data>) : null))
      .catch(() => null)
    englishDocuments.set(address, english)
  }
  return english
}

/** The value at a form path ("layout.0.heading", "meta.title") of a document. */
const valueAt = (document: Data | null, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Data)[key] : undefined,
      document,
    )

/** A field's English as a line of text: text as written, rich text's words, at most 300 characters. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value !== 'object' || value === null) return ''
  const words: string[] = []
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof text === 'string') words.push(text)
    if (Array.isArray(children)) children.forEach(visit)
    if (root) visit(root)
  }
  visit(value)
  const text = words.join(' ').replace(/\s+/g, ' ').trim()
  return text.length > 300 ? `${text.slice(0, 299)}…` : text
}

/**
 * Under a localized field, while the document is edited in French: the field's own help, then
 * its English text, so that the translator sees what to translate without switching languages.
 */
export function EnglishBeside({ field, path }: FieldDescriptionClientProps) {
  const { code } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const [read, setRead] = useState<{ address: string; text: string } | null>(null)
  const address =
    code !== 'fr'
      ? null
      : globalSlug
        ? `/api/globals/${globalSlug}?locale=en&fallback-locale=none&draft=true&depth=0`
        : collectionSlug && id !== undefined
          ? `/api/${collectionSlug}/${id}?locale=en&fallback-locale=none&draft=true&depth=0`
          : null
  useEffect(() => {
    if (!address) return
    let current = true
    void englishOf(address).then((document) => {
      if (current) setRead({ address, text: asText(valueAt(document, path)) })
    })
    return () => {
      current = false
    }
  }, [address, path])
  const english = read && read.address === address ? read.text : ''
  const description = (field.admin as { description?: StaticDescription } | undefined)?.description
  return (
    <>
      <FieldDescription description={description} path={path} />
      {english && (
        <p className="english-beside" lang="en">
          <span lang={i18n.language}>{i18n.language === 'fr' ? 'En anglais : ' : 'English: '}</span>
          {english}
        </p>
      )}
    </>
  )
}
