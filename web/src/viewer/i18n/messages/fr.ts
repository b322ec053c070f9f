import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Acheter',
  VerticalEmbed_Events_Button: "S'inscrire",
  VerticalEmbed_Bookings_Button: 'Réserver',
  UploadFile_Viewer_Download: 'Télécharger {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'La page produit sera disponible dès que vous publierez votre site.',
  Poll_Vote: 'Voter',
  Poll_Votes_One: '{number} vote',
  Poll_Votes_Other: '{number} votes',
  Poll_Voters: 'Votants',
  Poll_Toast_No_Internet: 'Pas de connexion Internet. Vérifiez votre connexion.',
  Poll_Toast_Server_Error: 'Impossible de se connecter au serveur. Réessayez plus tard.',
  Map_Label: 'Carte : {location}',
  Map_Zoom_In: 'Zoom avant',
  Map_Zoom_Out: 'Zoom arrière',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: "Street View n'est pas disponible sur cette carte.",
  Accessibility_Left_Gallery: 'Vous avez quitté la galerie',
  Viewer_Read_More: 'Lire la suite',
  Viewer_See_Full_Post: "Voir tout l'article",
  Spoiler_Click_To_Reveal: 'Cliquez pour afficher',
  Spoiler_Reveal_Image: "Afficher l'image",
  Spoiler_Reveal_Gallery: 'Afficher la galerie',
  Spoiler_Reveal_Video: 'Afficher la vidéo',
  Image_Expand: "Agrandir l'image",
  Viewer_Close: 'Fermer',
  Collapsible_Expand: 'Déplier',
  Collapsible_Shrink: 'Replier',
};

export default messages;
