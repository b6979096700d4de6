import type { SelectField } from 'payload'

/** A worked type's status field, its list cell also saying when the first answer is due. */
export const withDueInStatusCell = (field: SelectField): SelectField => ({
  ...field,
  admin: {
    ...field.admin,
    components: {
      ...field.admin?.components,
      Cell: '/src/desk/phone/StatusAndDueCell#StatusAndDueCell',
    },
  },
})
