import { deliveryFieldId } from './components/delivery-form';
import type { DeliveryField } from './delivery-details';

/** Moves focus to a delivery field the customer must fix: the input itself, or the first usable control in its group. */
export function focusField(field: DeliveryField) {
  const element = document.getElementById(deliveryFieldId(field));
  if (!element) return;
  const target = element.matches('input, textarea, button')
    ? element
    : element.querySelector<HTMLElement>(
        'input:checked:not([disabled]), input:not([disabled]), button:not([disabled]), textarea',
      );
  target?.focus();
}
