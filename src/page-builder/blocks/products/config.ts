import { section } from '../section'

export const productsBlock = section('products', { singular: 'Products', plural: 'Products' }, [
  {
    name: 'products',
    type: 'relationship',
    relationTo: 'products',
    hasMany: true,
    required: true,
    admin: { description: 'Shown as the catalogue shows them, in the order chosen here.' },
  },
])
