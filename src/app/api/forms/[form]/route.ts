import { handleSubmission } from '@/submissions/pipeline/handle-submission'
import { requestDependencies } from '@/submissions/pipeline/next-dependencies'

/**
 * POST /api/forms/{contact,quote,partnership,job-application}, where the forms send once their
 * scripts run. More specific than Payload's /api/[...slug] catch-all, so Next routes these paths
 * here.
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  return handleSubmission(request, (await params).form, await requestDependencies())
}
