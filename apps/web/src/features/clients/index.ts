// Public surface of the clients feature: what other features' forms may use.
export { AddClientModal, type AddClientModalProps } from './components/AddClientModal';
export { ClientPicker, type ClientPickerProps } from './components/ClientPicker';
