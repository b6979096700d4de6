/** A catalogue's shape with any text in place of the English: what another language must fill. */
export type Translation<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends string ? string : Translation<Catalogue[Key]>
}
