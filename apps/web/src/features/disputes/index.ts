// Public surface of the disputes feature (the server's disputes module): what other features may use.
export { DisputeLearnMore } from './components/DisputeLearnMore';
export { SandboxDisputeButtons } from './components/SandboxDisputeButtons';
export { DisputeEvidenceSection } from './components/DisputeEvidenceSection';
