/** The fields of the lead page's "Next step" box, as its form and its scripts send them. */
export const nextStepFields = { kind: 'nextStepKind', title: 'nextStepTitle', due: 'nextStepDue' }
