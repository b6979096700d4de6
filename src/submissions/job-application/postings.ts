export type ApplyFormPosting = {
  id: number
  title: string
  salaryCurrency?: string | null
  salaryPeriod?: string | null
}

/** What the form needs of an open posting (OpenPosting): no more reaches the browser. */
export const applyFormPosting = ({
  id,
  title,
  salaryCurrency,
  salaryPeriod,
}: ApplyFormPosting): ApplyFormPosting => ({ id, title, salaryCurrency, salaryPeriod })
