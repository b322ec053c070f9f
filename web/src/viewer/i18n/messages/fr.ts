import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Acheter',
  VerticalEmbed_Events_Button: "S'inscrire",
  VerticalEmbed_Bookings_Button: 'Réserver',
  UploadFile_Viewer_Download: 'Télécharger {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Vous avez quitté la galerie',
  Viewer_Read_More: 'Lire la suite',
  Viewer_See_Full_Post: "Voir tout l'article",
  Spoiler_Click_To_Reveal: 'Cliquez pour afficher',
  Spoiler_Reveal_Image: "Afficher l'image",
  Spoiler_Reveal_Gallery: 'Afficher la galerie',
  Spoiler_Reveal_Video: 'Afficher la vidéo',
  Image_Expand: "Agrandir l'image",
  Viewer_Close: 'Fermer',
  Fullscreen_Viewer: 'Visionneuse plein écran',
  Fullscreen_Previous: 'Précédent',
  Fullscreen_Next: 'Suivant',
  Collapsible_Expand: 'Déplier',
  Collapsible_Shrink: 'Replier',
};

export default messages;
