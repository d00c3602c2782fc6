// Public surface of the clients feature: what other features' forms may use.
export { AddClientModal, type AddClientModalProps } from './components/AddClientModal';
export { ClientPicker, type ClientPickerProps } from './components/ClientPicker';
// The address block (CEP autofill) and the company registry lookup, which the sub-seller form shares.
export { AddressFields } from './components/AddressFields';
export { AddressView } from './components/AddressView';
export { addressFormValues, EMPTY_ADDRESS, type AddressFormValues } from './components/formValues';
export { useLookupCompany } from './api/lookupCompany';
// The CEP autofill of any address block (the PJ wizard's company and partners too).
export { useZipAutofill } from './hooks/useZipAutofill';
