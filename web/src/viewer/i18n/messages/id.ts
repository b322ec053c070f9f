import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Beli Sekarang',
  VerticalEmbed_Events_Button: 'Daftar Sekarang',
  VerticalEmbed_Bookings_Button: 'Pesan Sekarang',
  UploadFile_Viewer_Download: 'Unduh {fileType}',
  VerticalEmbed_Units_Hour: '{number} jam',
  VerticalEmbed_Units_Minute: '{number} mnt',
  Accessibility_Left_Gallery: 'Anda telah keluar dari galeri',
  Viewer_Read_More: 'Baca selengkapnya',
  Viewer_See_Full_Post: 'Lihat Postingan Lengkap',
  Spoiler_Click_To_Reveal: 'Klik untuk menampilkan',
  Spoiler_Reveal_Image: 'Tampilkan Gambar',
  Spoiler_Reveal_Gallery: 'Tampilkan Galeri',
  Spoiler_Reveal_Video: 'Tampilkan Video',
  Image_Expand: 'Perbesar gambar',
  Viewer_Close: 'Tutup',
  Fullscreen_Viewer: 'Penampil layar penuh',
  Fullscreen_Previous: 'Sebelumnya',
  Fullscreen_Next: 'Berikutnya',
  Collapsible_Expand: 'Bentangkan',
  Collapsible_Shrink: 'Ciutkan',
  HtmlEmbed_Frame_Title: 'Konten tersemat',
  UploadFile_Error_Generic_Item: 'File tidak dapat diunggah',
  UploadFile_Error_Size_Item: 'File terlalu besar untuk diunggah',
  UploadFile_Error_Details: 'Detail kesalahan',
  TextSelection_Toolbar_Label: 'Teks terpilih',
  TextSelection_Copy: 'Salin',
  TextSelection_Tweet: 'Tweet',
};

export default messages;
