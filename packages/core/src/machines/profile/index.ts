export { type ProfileDetail, type ProfileView, profileView } from './profile.view.ts';
