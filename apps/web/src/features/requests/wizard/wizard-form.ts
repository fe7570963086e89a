import type { CreateRequest } from '@cuebrief/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { RequestDraft } from './request-draft';
import type { StepContext } from './request-resolver';

/** The wizard's form, as every step receives it. */
export type WizardForm = UseFormReturn<RequestDraft, StepContext, CreateRequest>;
