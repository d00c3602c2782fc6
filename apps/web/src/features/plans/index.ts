// Public surface of the plans feature: what other features' forms may use.
export { PlanFormModal, type PlanFormModalProps } from './components/PlanFormModal';
export { PlanPicker, type PlanPickerProps } from './components/PlanPicker';
