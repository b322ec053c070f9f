import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Beli Sekarang',
  VerticalEmbed_Events_Button: 'Daftar Sekarang',
  VerticalEmbed_Bookings_Button: 'Tempah Sekarang',
  UploadFile_Viewer_Download: 'Muat turun {fileType}',
  VerticalEmbed_Units_Hour: '{number} j',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Halaman produk akan tersedia setelah anda menerbitkan laman anda.',
  Poll_Vote: 'Undi',
  Poll_Votes_One: '{number} undian',
  Poll_Votes_Other: '{number} undian',
  Poll_Voters: 'Pengundi',
  Poll_Toast_No_Internet: 'Tiada internet. Semak sambungan anda.',
  Poll_Toast_Server_Error: 'Tidak dapat menyambung ke pelayan. Cuba lagi nanti.',
  Map_Label: 'Peta: {location}',
  Map_Zoom_In: 'Zum masuk',
  Map_Zoom_Out: 'Zum keluar',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View tidak tersedia pada peta ini.',
  Accessibility_Left_Gallery: 'Anda telah meninggalkan galeri',
  Viewer_Read_More: 'Baca lagi',
  Viewer_See_Full_Post: 'Lihat Siaran Penuh',
  Spoiler_Click_To_Reveal: 'Klik untuk mendedahkan',
  Spoiler_Reveal_Image: 'Dedahkan Imej',
  Spoiler_Reveal_Gallery: 'Dedahkan Galeri',
  Spoiler_Reveal_Video: 'Dedahkan Video',
  Image_Expand: 'Besarkan imej',
  Viewer_Close: 'Tutup',
  Collapsible_Expand: 'Kembangkan',
  Collapsible_Shrink: 'Kecilkan',
};

export default messages;
