import { editorsOnly, make } from './fixtures'
import { type CollectionSubject, describeCollectionAccess, prepareAccessContext } from './matrix'

const redirectData = (marker: string) => ({
  from: `/old/${marker}`,
  to: { type: 'custom', url: `/new/${marker}` },
})

const redirects: CollectionSubject = {
  slug: 'redirects',
  existing: (context, marker) => make(context, 'redirects', redirectData(marker)),
  createRequest: async (_, marker) => ({ body: redirectData(marker) }),
  created: (marker) => ({ from: { equals: `/old/${marker}` } }),
  update: { field: 'from', value: (marker) => `/moved/${marker}` },
}

// Editors and admins manage redirects; the site reads them itself, so nobody else reads them.
describeCollectionAccess(prepareAccessContext(), redirects, editorsOnly)
