/** The fields of the lead page's "Next step" box, as its form and its scripts send them. */
export const nextStepFields = { kind: 'nextStepKind', title: 'nextStepTitle', due: 'nextStepDue' }

/** The box's id on a lead's page: where the desk's "Plan a next step" link leads on a phone. */
export const nextStepBoxId = 'next-step'
