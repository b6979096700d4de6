/** For a date field's `admin`: shown as a read-only time in the site's zone (ReadOnlyTime). */
export const readOnlyTimeComponents = {
  Field: '/src/lib/admin/read-only-time/ReadOnlyTime#ReadOnlyTime',
}
