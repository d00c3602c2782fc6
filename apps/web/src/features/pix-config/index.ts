// Public surface of the Pix limits feature (the server's banking module, /banking/pix-limits): the route module is lazy-loaded.
export { default as PixConfigPage } from './routes/PixConfigPage';
