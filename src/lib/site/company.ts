/**
 * The company's name as the seed writes it. After seeding, the name lives in one place:
 * site settings' `siteName`, which editors change in the admin.
 */
export const companyName = 'Telvas Africa'
