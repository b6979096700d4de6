import { Readable } from 'node:stream'

import { stringify } from 'csv-stringify'
import type { CollectionSlug, Endpoint, FlattenedField, PayloadRequest, Where } from 'payload'

import { englishOf } from '@/lib/site/labels'

const pageSize = 500

type Column = { key: string; header: string; value: (doc: Record<string, unknown>) => unknown }

/** A field's columns: its own, or, for a group, each of its fields' under the group's label. */
function fieldColumns(
  field: FlattenedField,
  read: (doc: Record<string, unknown>) => Record<string, unknown> | undefined,
  within?: { key: string; header: string },
): Column[] {
  if (field.admin?.hidden || field.admin?.disabled) return []
  const label = englishOf(field.label, field.name)
  const header = within ? `${within.header}: ${label}` : label
  const key = within ? `${within.key}.${field.name}` : field.name
  const valueOf = (doc: Record<string, unknown>) => read(doc)?.[field.name]
  if (field.type === 'group') {
    const group = (doc: Record<string, unknown>) =>
      valueOf(doc) as Record<string, unknown> | undefined
    return field.flattenedFields.flatMap((inner) => fieldColumns(inner, group, { key, header }))
  }
  if (field.type === 'select') {
    const labels = new Map(
      field.options.map((option) =>
        typeof option === 'string'
          ? [option, option]
          : [option.value, englishOf(option.label, option.value)],
      ),
    )
    return [
      {
        key,
        header,
        value: (doc) => {
          const value = valueOf(doc)
          const values = Array.isArray(value) ? value : [value]
          return values.map((each) => labels.get(each as string) ?? each).join('; ')
        },
      },
    ]
  }
  return [{ key, header, value: valueOf }]
}

/**
 * The id, when it was received, then the fields of a collection (a submission's reference first)
 * as CSV columns, select values shown by their labels, a group's fields each in a column.
 */
function columnsOf(fields: FlattenedField[]): Column[] {
  return [
    { key: 'id', header: 'ID', value: (doc) => doc.id },
    { key: 'createdAt', header: 'Received', value: (doc) => doc.createdAt },
    ...fields
      .filter((field) => field.name !== 'id')
      .flatMap((field) => fieldColumns(field, (doc) => doc)),
  ]
}

/** The list view's search box: a `like` on each searchable field, as Payload's list does. */
function searchWhere(search: unknown, searchableFields: string[] | undefined): Where | undefined {
  if (typeof search !== 'string' || !search.trim() || !searchableFields?.length) return undefined
  return { or: searchableFields.map((field) => ({ [field]: { like: search.trim() } })) }
}

/**
 * A cell a spreadsheet would read as a formula (OWASP's CSV injection list: =, +, -, @, tab and
 * carriage return first) is prefixed with a quote, so it opens as the text a visitor typed.
 */
export const spreadsheetSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

function csvFileName(slug: string): string {
  return `${slug}-${new Date().toISOString().slice(0, 10)}.csv`
}

/**
 * GET /api/<slug>/export.csv: the collection's documents as CSV, filtered by the same `where`,
 * `search` and `sort` parameters as the admin's list view, with the caller's read access. Rows
 * are fetched a page at a time and streamed, so a large export never sits in memory.
 */
export function csvExportEndpoint(slug: CollectionSlug): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const { payload, query } = req
      const config = payload.collections[slug].config
      const filters = [
        query.where as Where | undefined,
        searchWhere(query.search, config.admin.listSearchableFields),
      ]
      const where: Where = { and: filters.filter((filter): filter is Where => Boolean(filter)) }
      const sort = typeof query.sort === 'string' ? query.sort : (config.defaultSort as string)
      const findPage = (page: number) =>
        payload.find({
          collection: slug,
          where,
          sort,
          page,
          limit: pageSize,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
      // The first page is read before answering, so a refusal becomes an error response.
      const firstPage = await findPage(1)
      const columns = columnsOf(config.flattenedFields)
      async function* records() {
        let result = firstPage
        while (true) {
          for (const doc of result.docs as unknown as Record<string, unknown>[]) {
            yield Object.fromEntries(columns.map((column) => [column.key, column.value(doc)]))
          }
          if (!result.hasNextPage) return
          result = await findPage(result.page! + 1)
        }
      }
      const csv = Readable.from(records()).pipe(
        stringify({
          header: true,
          columns: columns.map(({ key, header }) => ({ key, header })),
          cast: { boolean: (value) => (value ? 'yes' : 'no'), string: spreadsheetSafe },
        }),
      )
      return new Response(Readable.toWeb(csv) as ReadableStream, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csvFileName(slug)}"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}
